namespace Shop.Pages;

public partial class MainPage
{
    public MainPage() { }
}
