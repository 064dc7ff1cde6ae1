package com.example.recipes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RecipeFunctionsService", appFunctionXmlFileName = "recipes_functions.xml")
abstract class RecipeFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 材料からレシピを提案します。
     * 冷蔵庫にある材料の名前を受け取り、その材料をできるだけ多く使うレシピを、登録されている一万件以上のレシピの中から選んで返します。
     * 材料の名前はひらがな、カタカナ、漢字のどれで書かれていても同じものとして扱い、「玉ねぎ」と「たまねぎ」と「タマネギ」は同じ材料になります。
     * 調味料や油、塩、こしょうなど、どの家庭にもある材料は、材料の一覧に含まれていなくてもあるものとして扱います。
     * 返すレシピは、使う材料の数が多い順に並べ、同じ数の場合は調理時間が短い順に並べます。
     * アレルギーの設定がある場合は、その材料を含むレシピを除きます。
     * 季節の設定がある場合は、その季節に合うレシピを先に並べます。
     * 一度に返すレシピは最大で二十件です。
     * それより多いレシピが見つかった場合は、続きのページの番号も返します。
     * レシピごとに、料理名、調理時間、カロリー、足りない材料の一覧を返します。
     * 足りない材料がない場合は、足りない材料の一覧を空にして返します。
     *
     * @param ingredients 冷蔵庫にある材料の名前。
     * @return 提案するレシピ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun suggestRecipes(ingredients: List<String>): List<Recipe> = repository.suggest(ingredients)
}
