package com.example.weather

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "WeatherFunctionsService", appFunctionXmlFileName = "weather_functions.xml")
abstract class WeatherFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定した地点の天気予報を返します。位置情報がある場合は現在地の予報を返します。
     *
     * @param city 市区町村名。ユーザーが地名を挙げたときに使います。
     * @return 3 日分の予報。戻り値には必ず気温が含まれます。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun forecast(city: String?): Forecast = repository.forecast(city)

    /**
     * 雨が降りそうかどうかを知りたいときに使います。
     *
     * @return 今後 6 時間の降水確率。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun rainChance(): Int = repository.rainChance()
}
